/**
 * Working data interfaces over the port demo data (issue 13 point 2), so the interface page's
 * preview and the pickers (a fee settlement's vehicle and contract rate) have something to read
 * on a fresh database. Pure data (no Node APIs), like demo-data.ts.
 *
 * The SQL runs unchanged on SQLite and PostgreSQL: camelCase columns are double-quoted (PostgreSQL
 * folds unquoted names to lower case; the tables are created with quoted names, core/db/evolve.ts),
 * `||` concatenates on both, and `@keyword` is cast to text wherever it stands alone, since
 * PostgreSQL cannot guess the type of a bare bound parameter in `? IS NULL`.
 */

/** The columns of base_data_interface the demo fills (the rest keep their defaults). */
export interface DemoDataInterface {
  id: string;
  fullName: string;
  enCode: string;
  /** an item of the DataInterfaceType dictionary (demo-data.ts) */
  categoryId: string;
  /** 1 SQL, 2 static data */
  dataType: 1 | 2;
  /** "3" query */
  requestMethod: '3';
  query: string;
  requestParameters: string;
  description: string;
}

/** The one parameter the searchable interfaces take: the picker's typed keyword (spec §3, §7). */
const KEYWORD_PARAMETER = JSON.stringify([{ field: 'keyword', dataType: 'varchar', defaultValue: '', required: 0, fieldName: '关键词' }]);

/** `@keyword` as text, so PostgreSQL knows its type; empty or absent matches every row. */
const KEYWORD = 'CAST(@keyword AS TEXT)';
const noKeyword = `(${KEYWORD} IS NULL OR ${KEYWORD} = ''`;
const matches = (column: string) => `LOWER(${column}) LIKE '%' || LOWER(${KEYWORD}) || '%'`;

/** Trucks of the two demo fleets (plates in the national format, drivers with mobile numbers). */
export const demoVehicles = [
  { id: 'veh-01', plateNo: '沪A12345', vehicleType: '集装箱牵引车', driver: '张建国', mobile: '13911110001', fleet: '东海车队' },
  { id: 'veh-02', plateNo: '沪A26870', vehicleType: '集装箱牵引车', driver: '李海波', mobile: '13911110002', fleet: '东海车队' },
  { id: 'veh-03', plateNo: '沪B31522', vehicleType: '平板半挂车', driver: '王志强', mobile: '13911110003', fleet: '东海车队' },
  { id: 'veh-04', plateNo: '沪D45018', vehicleType: '厢式货车', driver: '赵立新', mobile: '13911110004', fleet: '东海车队' },
  { id: 'veh-05', plateNo: '浙B8M261', vehicleType: '集装箱牵引车', driver: '陈永明', mobile: '13911110005', fleet: '北仑车队' },
  { id: 'veh-06', plateNo: '浙B7K935', vehicleType: '集装箱牵引车', driver: '周国华', mobile: '13911110006', fleet: '北仑车队' },
  { id: 'veh-07', plateNo: '浙B2H408', vehicleType: '平板半挂车', driver: '吴晓东', mobile: '13911110007', fleet: '北仑车队' },
  { id: 'veh-08', plateNo: '浙BD12368', vehicleType: '新能源牵引车', driver: '郑春生', mobile: '13911110008', fleet: '北仑车队' },
  { id: 'veh-09', plateNo: '苏E6F752', vehicleType: '集装箱牵引车', driver: '孙德海', mobile: '13911110009', fleet: '江海联运车队' },
  { id: 'veh-10', plateNo: '苏E9R013', vehicleType: '厢式货车', driver: '钱文斌', mobile: '13911110010', fleet: '江海联运车队' },
  { id: 'veh-11', plateNo: '鲁B5Q647', vehicleType: '冷藏半挂车', driver: '冯建军', mobile: '13911110011', fleet: '江海联运车队' },
  { id: 'veh-12', plateNo: '闽D3C980', vehicleType: '集装箱牵引车', driver: '何金龙', mobile: '13911110012', fleet: '江海联运车队' },
];

/** Containers with valid ISO 6346 check digits. */
export const demoContainers = [
  { id: 'ctn-01', containerNo: 'MSKU1234565', size: '40HQ', owner: '马士基', status: '重箱在场' },
  { id: 'ctn-02', containerNo: 'COSU8012349', size: '20GP', owner: '中远海运', status: '空箱在场' },
  { id: 'ctn-03', containerNo: 'CSNU6123450', size: '40GP', owner: '中远海运', status: '已提箱' },
  { id: 'ctn-04', containerNo: 'OOLU1709220', size: '40HQ', owner: '东方海外', status: '重箱在场' },
  { id: 'ctn-05', containerNo: 'EMCU9533100', size: '20GP', owner: '长荣海运', status: '待装船' },
  { id: 'ctn-06', containerNo: 'TGHU8654216', size: '40HQ', owner: '马士基', status: '空箱在场' },
  { id: 'ctn-07', containerNo: 'MSCU4578122', size: '20GP', owner: '地中海航运', status: '重箱在场' },
  { id: 'ctn-08', containerNo: 'CMAU3002188', size: '40HQ', owner: '达飞轮船', status: '待装船' },
  { id: 'ctn-09', containerNo: 'HLXU2048664', size: '20GP', owner: '赫伯罗特', status: '已提箱' },
  { id: 'ctn-10', containerNo: 'TCLU7765432', size: '40GP', owner: '地中海航运', status: '空箱在场' },
  { id: 'ctn-11', containerNo: 'CSNU7340194', size: '20RF', owner: '中远海运', status: '重箱在场' },
  { id: 'ctn-12', containerNo: 'COSU4451209', size: '40HQ', owner: '中远海运', status: '待装船' },
  { id: 'ctn-13', containerNo: 'OOLU8800310', size: '20GP', owner: '东方海外', status: '已提箱' },
  { id: 'ctn-14', containerNo: 'MSKU9022773', size: '40RF', owner: '马士基', status: '重箱在场' },
  { id: 'ctn-15', containerNo: 'EGHU3188445', size: '20GP', owner: '长荣海运', status: '空箱在场' },
];

/** The contract-rate dictionary (demo-data.ts) di-demo-rates reads: charge units above, rates (in the description) below. */
export const CONTRACT_RATE_DICTIONARY_ID = 'dict-contract-rate';

export const demoDataInterfaces: DemoDataInterface[] = [
  {
    id: 'di-demo-vehicles',
    fullName: '车辆列表',
    enCode: 'demoVehicles',
    categoryId: 'iface-business',
    dataType: 2,
    requestMethod: '3',
    query: JSON.stringify(demoVehicles, null, 2),
    requestParameters: '[]',
    description: '车队预约与费用结算选择车辆：车牌号、车型、司机、手机、所属车队（静态数据）',
  },
  {
    id: 'di-demo-containers',
    fullName: '集装箱列表',
    enCode: 'demoContainers',
    categoryId: 'iface-business',
    dataType: 2,
    requestMethod: '3',
    query: JSON.stringify(demoContainers, null, 2),
    requestParameters: '[]',
    description: '放行单与提箱申请选择集装箱：箱号、尺寸箱型、箱主、箱状态（静态数据）',
  },
  {
    id: 'di-demo-staff',
    fullName: '平台用户',
    enCode: 'demoStaff',
    categoryId: 'iface-base',
    dataType: 1,
    requestMethod: '3',
    query: [
      'SELECT "id", "realName" AS "fullName", "account", "mobilePhone"',
      'FROM base_user',
      'WHERE "enabledMark" = 1',
      `  AND ${noKeyword} OR ${matches('"realName"')} OR ${matches('"account"')})`,
      'ORDER BY "sortCode", "account"',
    ].join('\n'),
    requestParameters: KEYWORD_PARAMETER,
    description: '启用的用户，按姓名或账户模糊查询（参数 keyword）',
  },
  {
    id: 'di-demo-rates',
    fullName: '合同费率',
    enCode: 'demoContractRates',
    categoryId: 'iface-business',
    dataType: 1,
    requestMethod: '3',
    query: [
      'SELECT r."id", r."fullName", r."enCode", CAST(r."description" AS DOUBLE PRECISION) AS "rate", u."fullName" AS "unit"',
      'FROM base_dictionary_data r',
      'JOIN base_dictionary_data u ON u."id" = r."parentId"',
      `WHERE r."dictionaryTypeId" = '${CONTRACT_RATE_DICTIONARY_ID}' AND r."enabledMark" = 1`,
      `  AND ${noKeyword} OR ${matches('r."fullName"')} OR ${matches('r."enCode"')})`,
      'ORDER BY u."sortCode", r."sortCode"',
    ].join('\n'),
    requestParameters: KEYWORD_PARAMETER,
    description: '数据字典“合同费率”中的标准费率（元）及计费单位，按名称或编码模糊查询（参数 keyword）',
  },
  {
    id: 'di-demo-companies',
    fullName: '公司列表',
    enCode: 'demoCompanies',
    categoryId: 'iface-base',
    dataType: 1,
    requestMethod: '3',
    query: ['SELECT "id", "fullName", "enCode"', 'FROM base_organize', `WHERE "type" = 'company' AND "enabledMark" = 1`, 'ORDER BY "sortCode"'].join('\n'),
    requestParameters: '[]',
    description: '组织机构中类型为公司的启用组织',
  },
];
