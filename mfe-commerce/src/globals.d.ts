/** Compile-time constants from createMfeConfig's DefinePlugin (jest.config.js globals in tests). */
declare const __MFE_VERSION__: string;
declare const __MFE_NAME__: string;
