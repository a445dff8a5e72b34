/**
 * Records of the designs in demo-port-module-designs.ts, by the design's main table, stored as
 * demo-design-rows.ts stores the others': dates as epoch milliseconds (+08:00), options and
 * dictionary items as their ids, an organisation as its id path, a date range and a child table as
 * JSON text, calculated totals as the server computes them. Pure data (no Node APIs).
 */

/** Epoch milliseconds of a local time at the port (+08:00). */
const at = (dateTime: string): number => Date.parse(`${dateTime.length === 10 ? `${dateTime}T00:00` : dateTime.replace(' ', 'T')}:00+08:00`);
const json = (value: unknown): string => JSON.stringify(value);

const containerAuthorizations = [
  {
    id: 'cau-0001',
    blNo: 'COSU6298457310',
    containerNo: 'COSU8012349',
    sizeType: 'cst-20gp',
    authorizedOrg: json(['org-group', 'org-terminal', 'org-ops']),
    validPeriod: json([at('2026-11-20'), at('2026-11-30')]),
    status: 'valid',
    remarks: '',
  },
  {
    id: 'cau-0002',
    blNo: 'COSU6298457328',
    containerNo: 'CSNU6123450',
    sizeType: 'cst-40gp',
    authorizedOrg: json(['org-group', 'org-terminal']),
    validPeriod: json([at('2026-11-18'), at('2026-11-24')]),
    status: 'used',
    remarks: '11月22日已提离',
  },
  {
    id: 'cau-0003',
    blNo: 'MAEU238841207',
    containerNo: 'MSKU9022773',
    sizeType: 'cst-40rh',
    authorizedOrg: json(['org-group', 'org-terminal', 'org-ops']),
    validPeriod: json([at('2026-11-01'), at('2026-11-10')]),
    status: 'expired',
    remarks: '冷藏箱，逾期未提，请联系船代重新授权',
  },
  {
    id: 'cau-0004',
    blNo: 'OOLU2745519830',
    containerNo: 'OOLU1709220',
    sizeType: 'cst-40hq',
    authorizedOrg: json(['org-group', 'org-public']),
    validPeriod: json([at('2026-11-25'), at('2026-12-05')]),
    status: 'revoked',
    remarks: '货主更换提箱车队，原授权撤销',
  },
];

const emptyContainers = [
  {
    id: 'ec-0001',
    containerNo: 'CSNU7023415',
    sizeType: 'cst-40hq',
    owner: 'COSCO',
    yardLocation: 'E1-12-03-2',
    gateInTime: at('2026-11-12 09:20'),
    condition: 'sound',
    remarks: '',
  },
  {
    id: 'ec-0002',
    containerNo: 'MSKU7341286',
    sizeType: 'cst-20gp',
    owner: 'MAERSK',
    yardLocation: 'E1-08-01-1',
    gateInTime: at('2026-11-15 14:05'),
    condition: 'sound',
    remarks: '',
  },
  {
    id: 'ec-0003',
    containerNo: 'TGHU8654216',
    sizeType: 'cst-40hq',
    owner: 'MAERSK',
    yardLocation: 'E2-03-05-3',
    gateInTime: at('2026-11-18 21:40'),
    condition: 'minor',
    remarks: '箱门密封条轻微老化',
  },
  {
    id: 'ec-0004',
    containerNo: 'EMCU1288450',
    sizeType: 'cst-20gp',
    owner: 'EVERGREEN',
    yardLocation: 'E3-01-02-1',
    gateInTime: at('2026-11-20 08:15'),
    condition: 'repair',
    remarks: '底板破损，已报修',
  },
  {
    id: 'ec-0005',
    containerNo: 'MSCU5512093',
    sizeType: 'cst-40gp',
    owner: 'MSC',
    yardLocation: 'E2-10-04-2',
    gateInTime: at('2026-11-23 16:30'),
    condition: 'wash',
    remarks: '上一票装载饲料，需清洗后方可使用',
  },
];

const releasePermits = [
  {
    id: 'rp-0001',
    releaseNo: 'FX202611200001',
    blNo: 'COSU6298457310',
    vesselVoyage: '中远海运白羊座/062E',
    releaseDate: at('2026-11-20'),
    customsReleased: 1,
    tableField106: json([
      { containerNo: 'COSU8012349', sizeType: 'cst-20gp', sealNo: 'CN2611873' },
      { containerNo: 'CSNU6123450', sizeType: 'cst-40gp', sealNo: 'CN2611874' },
    ]),
    remarks: '',
  },
  {
    id: 'rp-0002',
    releaseNo: 'FX202611220001',
    blNo: 'MAEU238841207',
    vesselVoyage: '马士基埃森/245W',
    releaseDate: at('2026-11-22'),
    customsReleased: 1,
    tableField106: json([{ containerNo: 'MSKU9022773', sizeType: 'cst-40rh', sealNo: 'ML4471902' }]),
    remarks: '冷藏箱，凭放行单当日提离',
  },
  {
    id: 'rp-0003',
    releaseNo: 'FX202611240001',
    blNo: 'OOLU2745519830',
    vesselVoyage: '东方香港/078N',
    releaseDate: at('2026-11-24'),
    customsReleased: 0,
    tableField106: json([
      { containerNo: 'OOLU1709220', sizeType: 'cst-40hq', sealNo: 'OO8830127' },
      { containerNo: 'EMCU9533100', sizeType: 'cst-20ot', sealNo: 'OO8830128' },
      { containerNo: 'TCLU7765432', sizeType: 'cst-40fr', sealNo: 'OO8830129' },
    ]),
    remarks: '待海关查验结果',
  },
];

const standardRates = [
  {
    id: 'sr-0001',
    rateCode: 'THC20',
    feeItem: 'handling',
    sizeType: 'cst-20gp',
    chargeUnit: 'box',
    unitPrice: 520,
    currency: 'CNY',
    effectiveDate: at('2026-01-01'),
    expiryDate: at('2026-12-31'),
    remarks: '',
  },
  {
    id: 'sr-0002',
    rateCode: 'THC40',
    feeItem: 'handling',
    sizeType: 'cst-40gp',
    chargeUnit: 'box',
    unitPrice: 780,
    currency: 'CNY',
    effectiveDate: at('2026-01-01'),
    expiryDate: at('2026-12-31'),
    remarks: '40HQ同价',
  },
  {
    id: 'sr-0003',
    rateCode: 'STO20',
    feeItem: 'storage',
    sizeType: 'cst-20gp',
    chargeUnit: 'boxDay',
    unitPrice: 15,
    currency: 'CNY',
    effectiveDate: at('2026-01-01'),
    remarks: '免费堆存期4天，自第5天起计',
  },
  {
    id: 'sr-0004',
    rateCode: 'REEFER',
    feeItem: 'reefer',
    sizeType: 'cst-40rh',
    chargeUnit: 'boxDay',
    unitPrice: 150,
    currency: 'CNY',
    effectiveDate: at('2026-03-01'),
    remarks: '',
  },
  {
    id: 'sr-0005',
    rateCode: 'GATE',
    feeItem: 'gate',
    chargeUnit: 'trip',
    unitPrice: 25,
    currency: 'CNY',
    effectiveDate: at('2026-01-01'),
    remarks: '',
  },
  {
    id: 'sr-0006',
    rateCode: 'THC40USD',
    feeItem: 'handling',
    sizeType: 'cst-40hq',
    chargeUnit: 'box',
    unitPrice: 115,
    currency: 'USD',
    effectiveDate: at('2026-07-01'),
    expiryDate: at('2027-06-30'),
    remarks: '外贸中转箱美元计价',
  },
];

const fleet = (vehicles: [plateNo: string, vehicleType: string, loadTons: number][]) =>
  json(vehicles.map(([plateNo, vehicleType, loadTons]) => ({ plateNo, vehicleType, loadTons })));

const truckFleets = [
  {
    id: 'tf-0001',
    fleetName: '东海车队',
    managerName: '张建国',
    contactPhone: '13911110001',
    tableField104: fleet([
      ['沪A12345', 'tractor', 40],
      ['沪A26870', 'tractor', 40],
      ['沪B31522', 'flatbed', 35],
      ['沪D45018', 'van', 12.5],
    ]),
    remarks: '',
  },
  {
    id: 'tf-0002',
    fleetName: '北仑车队',
    managerName: '陈永明',
    contactPhone: '13911110005',
    tableField104: fleet([
      ['浙B8M261', 'tractor', 40],
      ['浙B7K935', 'tractor', 40],
      ['浙B2H408', 'flatbed', 35],
      ['浙BD12368', 'tractor', 38],
    ]),
    remarks: '含新能源牵引车一辆',
  },
  {
    id: 'tf-0003',
    fleetName: '江海联运车队',
    managerName: '孙德海',
    contactPhone: '13911110009',
    tableField104: fleet([
      ['苏E6F752', 'tractor', 40],
      ['苏E9R013', 'van', 10],
      ['鲁B5Q647', 'reefer', 30],
      ['闽D3C980', 'tractor', 40],
    ]),
    remarks: '承接冷链及江海联运短驳',
  },
];

const yardStock = [
  { id: 'ys-0001', containerNo: 'MSKU1234565', sizeType: 'cst-40hq', yardArea: 'A', bayNo: '12-03-2', gateInTime: at('2026-11-19 10:30'), storageDays: 6 },
  { id: 'ys-0002', containerNo: 'OOLU1709220', sizeType: 'cst-40hq', yardArea: 'A', bayNo: '14-01-1', gateInTime: at('2026-11-23 07:45'), storageDays: 2 },
  { id: 'ys-0003', containerNo: 'MSCU4578122', sizeType: 'cst-20gp', yardArea: 'B', bayNo: '05-06-3', gateInTime: at('2026-11-08 15:10'), storageDays: 17 },
  { id: 'ys-0004', containerNo: 'MSKU9022773', sizeType: 'cst-40rh', yardArea: 'R', bayNo: '02-04-1', gateInTime: at('2026-11-21 22:05'), storageDays: 4 },
  { id: 'ys-0005', containerNo: 'CSNU7023415', sizeType: 'cst-40hq', yardArea: 'E', bayNo: '12-03-2', gateInTime: at('2026-11-12 09:20'), storageDays: 13 },
  { id: 'ys-0006', containerNo: 'TRHU3316540', sizeType: 'cst-20gp', yardArea: 'D', bayNo: '01-02-1', gateInTime: at('2026-11-24 13:00'), storageDays: 1 },
];

/** Tally lines with their totals as the server computes them (件数 whole, 重量 to the kilogram). */
function tallyLines(lines: [containerNo: string, pieces: number, weight: number][]): { tableField105: string; totalPieces: number; totalWeight: number } {
  const rows = lines.map(([containerNo, pieces, weight]) => ({ containerNo, pieces, weight }));
  return {
    tableField105: json(rows),
    totalPieces: rows.reduce((sum, row) => sum + row.pieces, 0),
    totalWeight: rows.reduce((sum, row) => sum + Math.round(row.weight * 1000), 0) / 1000,
  };
}

const tallySheets = [
  {
    id: 'ts-0001',
    tallyNo: 'LH20261123001',
    vesselVoyage: '中远海运白羊座/062E',
    tallyClerkId: 'user-staff',
    tallyDate: at('2026-11-23'),
    ...tallyLines([
      ['COSU8012349', 48, 18.651],
      ['CSNU6123450', 320, 19.2],
    ]),
    remarks: '',
  },
  {
    id: 'ts-0002',
    tallyNo: 'LH20261124001',
    vesselVoyage: '马士基埃森/245W',
    tallyClerkId: 'user-staff',
    tallyDate: at('2026-11-24'),
    ...tallyLines([
      ['MSKU1234565', 630, 5.67],
      ['MSKU9022773', 630, 5.671],
    ]),
    remarks: '出口装船理货',
  },
  {
    id: 'ts-0003',
    tallyNo: 'LH20261125001',
    vesselVoyage: '东方香港/078N',
    tallyClerkId: 'user-manager',
    tallyDate: at('2026-11-25'),
    ...tallyLines([
      ['OOLU1709220', 1075, 12.29],
      ['EMCU9533100', 540, 6.145],
      ['TCLU7765432', 535, 6.145],
    ]),
    remarks: '框架箱货物加固良好',
  },
];

/** The records by the design's main table (demo-port-module-designs.ts `tables`, typeId '1'). */
export const demoPortModuleRows: Record<string, Record<string, unknown>[]> = {
  port_container_auth: containerAuthorizations,
  port_empty_container: emptyContainers,
  port_release_permit: releasePermits,
  port_standard_rate: standardRates,
  port_truck_fleet: truckFleets,
  port_yard_stock: yardStock,
  port_tally_sheet: tallySheets,
};
