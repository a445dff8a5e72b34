/**
 * Records of the demo's online designs (demo-online-designs.ts), by the design's main table, with
 * values as the runtime stores them: dates as epoch milliseconds, options as their ids, users and
 * departments as their ids (demo-data.ts), a picked vehicle as its id (di-demo-vehicles), a related
 * contract as its record's id, a child table as the JSON text of its rows in the main table's
 * `tableField…` column, a time range as the JSON text of [start, end], files as the JSON text of
 * their list. Pure data (no Node APIs), like demo-data.ts.
 */
import { demoPortModuleRows } from './demo-port-module-rows.ts';

/** Epoch milliseconds of a local time at the port (+08:00). */
const at = (dateTime: string): number => Date.parse(`${dateTime.length === 10 ? `${dateTime}T00:00` : dateTime.replace(' ', 'T')}:00+08:00`);
const json = (value: unknown): string => JSON.stringify(value);

const containerApplies = [
  {
    id: 'ca-0001',
    applyNo: 'TX20261000001',
    applicantId: 'user-staff',
    departmentId: 'org-ops',
    pickupDate: at('2026-10-28'),
    vesselName: '中远海运白羊座',
    voyageNo: '062E',
    tableField107: json([
      { containerNo: 'COSU8012349', containerSize: '20GP', containerType: 'GP', quantity: 1 },
      { containerNo: 'CSNU6123450', containerSize: '40GP', containerType: 'GP', quantity: 1 },
    ]),
    attachments: '[]',
    remarks: '',
    creatorUserId: 'user-staff',
    creatorTime: at('2026-10-26 10:15'),
  },
  {
    id: 'ca-0002',
    applyNo: 'TX20261000002',
    applicantId: 'user-manager',
    departmentId: 'org-terminal',
    pickupDate: at('2026-11-03'),
    vesselName: '马士基埃森',
    voyageNo: '245W',
    tableField107: json([
      { containerNo: 'MSKU1234565', containerSize: '40HQ', containerType: 'GP', quantity: 1 },
      { containerNo: 'MSKU9022773', containerSize: '40HQ', containerType: 'RF', quantity: 1 },
    ]),
    attachments: '[]',
    remarks: '冷藏箱请提前预冷至-18℃',
    creatorUserId: 'user-manager',
    creatorTime: at('2026-10-29 15:40'),
  },
  {
    id: 'ca-0003',
    applyNo: 'TX20261000003',
    applicantId: 'user-staff',
    departmentId: 'org-ops',
    pickupDate: at('2026-11-05'),
    vesselName: '东方香港',
    voyageNo: '078N',
    tableField107: json([
      { containerNo: 'OOLU1709220', containerSize: '40HQ', containerType: 'GP', quantity: 1 },
      { containerNo: 'EMCU9533100', containerSize: '20GP', containerType: 'OT', quantity: 1 },
      { containerNo: 'TCLU7765432', containerSize: '40GP', containerType: 'FR', quantity: 1 },
    ]),
    attachments: '[]',
    remarks: '框架箱货物超宽，需安排专用车辆',
    creatorUserId: 'user-staff',
    creatorTime: at('2026-10-30 09:05'),
  },
];

const truckReservations = [
  {
    id: 'tr-0001',
    reservationNo: 'YY20261120001',
    businessType: 'pickup',
    reservationDate: at('2026-11-25'),
    timeWindow: json(['08:00:00', '10:00:00']),
    vehicleId: 'veh-05',
    driverPhone: '13911110005',
    containerNo: 'OOLU1709220',
    status: 'confirmed',
    remarks: '',
  },
  {
    id: 'tr-0002',
    reservationNo: 'YY20261120002',
    businessType: 'delivery',
    reservationDate: at('2026-11-25'),
    timeWindow: json(['10:00:00', '12:00:00']),
    vehicleId: 'veh-01',
    driverPhone: '13911110001',
    containerNo: 'EMCU9533100',
    status: 'pending',
    remarks: '',
  },
  {
    id: 'tr-0003',
    reservationNo: 'YY20261121001',
    businessType: 'pickup',
    reservationDate: at('2026-11-21'),
    timeWindow: json(['14:00:00', '16:00:00']),
    vehicleId: 'veh-11',
    driverPhone: '13911110011',
    containerNo: 'MSKU9022773',
    status: 'completed',
    remarks: '冷藏箱，出场前已检查温度记录',
  },
  {
    id: 'tr-0004',
    reservationNo: 'YY20261123001',
    businessType: 'delivery',
    reservationDate: at('2026-11-26'),
    timeWindow: json(['18:00:00', '20:00:00']),
    vehicleId: 'veh-09',
    driverPhone: '13911110009',
    containerNo: 'CMAU3002188',
    status: 'cancelled',
    remarks: '船期延误，客户取消预约',
  },
];

const portContracts = [
  {
    id: 'pc-0001',
    contractNo: 'NBCT-2026-001',
    customerName: '宁波港远国际物流有限公司',
    contractType: 'ctype-handling',
    signDepartmentId: 'org-ops',
    startDate: at('2026-01-01'),
    endDate: at('2026-12-31'),
    amount: 3680000,
    autoRenew: 1,
    remarks: '年度集装箱装卸包干合同',
  },
  {
    id: 'pc-0002',
    contractNo: 'NBCT-2026-014',
    customerName: '上海中联货运代理有限公司',
    contractType: 'ctype-storage',
    signDepartmentId: 'org-terminal',
    startDate: at('2026-03-01'),
    endDate: at('2027-02-28'),
    amount: 860000,
    autoRenew: 0,
    remarks: '重箱及冷藏箱堆存保管',
  },
  {
    id: 'pc-0003',
    contractNo: 'NBCT-2026-027',
    customerName: '浙江甬顺供应链管理有限公司',
    contractType: 'ctype-logistics',
    signDepartmentId: 'org-ops',
    startDate: at('2026-05-15'),
    endDate: at('2027-05-14'),
    amount: 1250000,
    autoRenew: 1,
    remarks: '',
  },
  {
    id: 'pc-0004',
    contractNo: 'NBCT-2025-088',
    customerName: '舟山海联船务代理有限公司',
    contractType: 'ctype-lease',
    signDepartmentId: 'org-terminal',
    startDate: at('2025-07-01'),
    endDate: at('2026-06-30'),
    amount: 420000,
    autoRenew: 0,
    remarks: '堆场B区场地租赁，已到期待续签',
  },
  {
    id: 'pc-0005',
    contractNo: 'NBCT-2026-031',
    customerName: '江苏远洋冷链物流有限公司',
    contractType: 'ctype-handling',
    signDepartmentId: 'org-ops',
    startDate: at('2026-06-01'),
    endDate: at('2027-05-31'),
    amount: 980000,
    autoRenew: 0,
    remarks: '含冷藏箱插电服务',
  },
];

/** Fee lines with their amounts (quantity × unit price) and the settlement's total, as the server would have computed them. */
function feeLines(lines: [feeName: string, quantity: number, unitPrice: number][]): { tableField106: string; totalAmount: number } {
  const rows = lines.map(([feeName, quantity, unitPrice]) => ({ feeName, quantity, unitPrice, amount: Math.round(quantity * unitPrice * 100) / 100 }));
  const total = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100;
  return { tableField106: json(rows), totalAmount: total };
}

const feeSettlements = [
  {
    id: 'fs-0001',
    settlementNo: 'JS202611030001',
    settleDate: at('2026-11-03'),
    customerName: '宁波港远国际物流有限公司',
    contractId: 'pc-0001',
    handlerId: 'user-manager',
    ...feeLines([
      ['20尺重箱装卸费', 12, 520],
      ['40尺重箱装卸费', 8, 780],
      ['集卡进港费', 20, 25],
    ]),
    remarks: '10月下旬进口重箱',
  },
  {
    id: 'fs-0002',
    settlementNo: 'JS202611100001',
    settleDate: at('2026-11-10'),
    customerName: '上海中联货运代理有限公司',
    contractId: 'pc-0002',
    handlerId: 'user-staff',
    ...feeLines([
      ['20尺堆存费', 45, 15],
      ['40尺堆存费', 30, 30],
      ['冷藏箱插电费', 6, 150],
    ]),
    remarks: '',
  },
  {
    id: 'fs-0003',
    settlementNo: 'JS202611180001',
    settleDate: at('2026-11-18'),
    customerName: '江苏远洋冷链物流有限公司',
    contractId: 'pc-0005',
    handlerId: 'user-manager',
    ...feeLines([
      ['冷藏箱插电费', 14, 150],
      ['过磅费', 10, 30],
      ['散货装卸费', 126.5, 18.5],
    ]),
    remarks: '散货按过磅重量计',
  },
];

const manifests = [
  {
    id: 'mf-0001',
    vesselName: '中远海运白羊座',
    voyageNo: '062E',
    ioType: 'I',
    blNo: 'COSU6298457310',
    shipper: 'HAMBURG MACHINERY GMBH',
    consignee: '宁波甬江机械进出口有限公司',
    cargoName: '数控机床零部件',
    packages: 48,
    grossWeight: 18650.5,
  },
  {
    id: 'mf-0002',
    vesselName: '中远海运白羊座',
    voyageNo: '062E',
    ioType: 'I',
    blNo: 'COSU6298457328',
    shipper: 'BRASIL COFFEE EXPORT LTDA',
    consignee: '上海星海食品有限公司',
    cargoName: '生咖啡豆',
    packages: 320,
    grossWeight: 19200,
  },
  {
    id: 'mf-0003',
    vesselName: '马士基埃森',
    voyageNo: '245W',
    ioType: 'E',
    blNo: 'MAEU238841207',
    shipper: '浙江华联纺织品进出口有限公司',
    consignee: 'EURO TEXTILE TRADING B.V.',
    cargoName: '棉制针织服装',
    packages: 1260,
    grossWeight: 11340.8,
  },
  {
    id: 'mf-0004',
    vesselName: '东方香港',
    voyageNo: '078N',
    ioType: 'E',
    blNo: 'OOLU2745519830',
    shipper: '宁波永盛家电有限公司',
    consignee: 'PACIFIC HOME APPLIANCES INC.',
    cargoName: '小家电（电水壶、电饭煲）',
    packages: 2150,
    grossWeight: 24580,
  },
];

const vesselCalls = [
  {
    id: 'vc-0001',
    vesselName: '中远海运白羊座',
    voyageNo: '062E',
    imoNo: '9783497',
    berth: 'B1',
    eta: at('2026-11-23 06:00'),
    etd: at('2026-11-24 18:00'),
    status: 'berthed',
    teu: 3200,
  },
  {
    id: 'vc-0002',
    vesselName: '马士基埃森',
    voyageNo: '245W',
    imoNo: '9778832',
    berth: 'B2',
    eta: at('2026-11-24 14:00'),
    etd: at('2026-11-25 22:00'),
    status: 'berthed',
    teu: 2800,
  },
  {
    id: 'vc-0003',
    vesselName: '东方香港',
    voyageNo: '078N',
    imoNo: '9776171',
    berth: 'B1',
    eta: at('2026-11-25 08:00'),
    etd: at('2026-11-26 12:00'),
    status: 'forecast',
    teu: 2100,
  },
  {
    id: 'vc-0004',
    vesselName: '地中海伊琳娜',
    voyageNo: 'FE547W',
    imoNo: '9930038',
    berth: 'B3',
    eta: at('2026-11-26 10:00'),
    etd: at('2026-11-27 20:00'),
    status: 'forecast',
    teu: 4100,
  },
  {
    id: 'vc-0005',
    vesselName: '达飞马可波罗',
    voyageNo: '0FTJ5W1MA',
    imoNo: '9454436',
    berth: 'B4',
    eta: at('2026-11-20 04:00'),
    etd: at('2026-11-21 16:00'),
    status: 'departed',
    teu: 3600,
  },
  {
    id: 'vc-0006',
    vesselName: '长荣长盛',
    voyageNo: '041N',
    imoNo: '9811000',
    berth: 'B2',
    eta: at('2026-11-21 09:30'),
    etd: at('2026-11-22 07:00'),
    status: 'departed',
    teu: 1500,
  },
  {
    id: 'vc-0007',
    vesselName: '中远海运金牛座',
    voyageNo: '033W',
    imoNo: '9795610',
    berth: 'B5',
    eta: at('2026-11-27 16:00'),
    etd: at('2026-11-28 23:00'),
    status: 'forecast',
    teu: 2400,
  },
  {
    id: 'vc-0008',
    vesselName: '赫伯罗特柏林快航',
    voyageNo: '2447E',
    imoNo: '9501332',
    berth: 'B6',
    eta: at('2026-11-24 20:00'),
    etd: at('2026-11-25 18:00'),
    status: 'berthed',
    teu: 1900,
  },
];

/** The demo records by the design's main table (demo-online-designs.ts `tables`, typeId '1'). */
export const demoDesignRows: Record<string, Record<string, unknown>[]> = {
  port_container_apply: containerApplies,
  port_truck_reservation: truckReservations,
  port_contract: portContracts,
  port_fee_settlement: feeSettlements,
  port_manifest: manifests,
  port_vessel_call: vesselCalls,
  // 箱授权, 空箱管理, 放行单, 标准费率, 车队管理, 堆存查询, 理货单
  ...demoPortModuleRows,
};

/** The demo records of one design table (copies, so a caller may add audit columns), none for any other table. */
export function demoDesignRowsFor(tableName: string): Record<string, unknown>[] {
  return (Object.hasOwn(demoDesignRows, tableName) ? demoDesignRows[tableName] : []).map((row) => ({ ...row }));
}
