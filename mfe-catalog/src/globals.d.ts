declare const __MFE_VERSION__: string;
declare const __MFE_NAME__: string;
