/**
 * Pattern rules (formData `__config__.regList`, contract §7.2) the demo's port designs share, with
 * the words a form user is refused with. Pure data (no Node APIs), like demo-data.ts.
 */
import { PATTERN_RULES } from '../../../common/form-runtime/validation/pattern-rules.ts';

/** JNPF's container number pattern: four capital letters (owner code and category) and seven digits. */
export const CONTAINER_NO_RULE = { pattern: '/^[A-Z]{4}\\d{7}$/', message: '箱号应为4位大写字母加7位数字，如MSKU1234565' };
export const MOBILE_RULE = { pattern: '/^1[3-9]\\d{9}$/', message: '请输入正确的手机号码' };
export const VOYAGE_RULE = { pattern: '/^[A-Za-z0-9]{1,12}$/', message: '航次只能由字母和数字组成，最多12位' };
/** A bill of lading number: the carrier's prefix and serial, capitals and digits. */
export const BL_NO_RULE = { pattern: '/^[A-Z0-9]{6,20}$/', message: '提单号为6至20位大写字母或数字' };
/** 船名/航次 in one field, as the port's slips write it. */
export const VESSEL_VOYAGE_RULE = { pattern: '/^[^/]{1,40}\\/[A-Za-z0-9]{1,12}$/', message: '船名航次应写作“船名/航次”，如中远海运白羊座/062E' };
/** A vehicle plate: the pattern and words of spec §5's plate rule (the catalogue's), as a design's regList carries them. */
export const VEHICLE_PLATE_RULE = { pattern: `/${PATTERN_RULES.plate.pattern}/`, message: PATTERN_RULES.plate.messages.zh };
/** A customs or carrier seal: capitals and digits. */
export const SEAL_NO_RULE = { pattern: '/^[A-Z0-9]{4,15}$/', message: '铅封号为4至15位大写字母或数字' };
