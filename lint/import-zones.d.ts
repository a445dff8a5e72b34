// Types of lint/import-zones.js (plain JS, since eslint.config.js loads it without a TypeScript step).
export declare const COMPOSITION_ROOT: string;
export declare const FEATURES_FOLDER: string;
export declare const GENERIC_LAYERS: string[];
export declare const FEATURES: string[];
export declare const SERVER_FEATURES: string[];
export declare const ZONE_EXCEPTIONS: { files: string[]; mayImport: string[]; why: string }[];
export declare function importZones(file?: string): { target: string | string[]; from: string[]; except?: string[]; message: string }[];
export declare const COMMON_FORBIDDEN_PACKAGES: { paths: { name: string; message: string }[]; patterns: { group: string[]; message: string }[] };
