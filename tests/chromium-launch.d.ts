export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare const browserTestLaunchOptions: { executablePath: string; args: string[] };
