/**
 * The most common passwords of at least 8 characters in public breach lists (shorter ones already
 * fail the length rule), in lower case. Kept short on purpose: it ships in the browser bundle too.
 */
const COMMON_PASSWORD_LIST = [
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'pa$$word', 'passpass', 'mypassword', 'newpassword', 'secretpassword', 'changeme',
  'changeme123', 'letmein1', 'letmein123', 'welcome1', 'welcome123', 'welcome@123', 'welcome2024',
  'welcome2025', 'admin123', 'admin1234', 'admin@123', 'administrator', 'root1234', 'test1234',
  'testtest', 'testing123', 'guest1234', 'user1234', 'login123', 'default1', 'temp1234',
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '123321123', '1234512345',
  '1122334455', '11111111', '111111111', '1111111111', '00000000', '000000000', '0000000000',
  '22222222', '55555555', '66666666', '77777777', '88888888', '99999999', '12341234', '87654321',
  '987654321', '9876543210', '0987654321', '11223344', '12344321', '147258369', '159753258',
  '123654789', '147852369', '789456123', '963852741', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  '1qaz2wsx3edc', 'zaq12wsx', 'qazwsxedc', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty1234',
  'qwerty12', 'qwe123qwe', 'q1w2e3r4', 'q1w2e3r4t5', 'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'zxcvbnm123',
  'abcd1234', 'abc12345', 'abc123456', 'abcdefgh', 'abcdefg1', 'aa123456', 'a1b2c3d4', 'aaaaaaaa',
  'iloveyou', 'iloveyou1', 'iloveyou2', 'ilovegod', 'loveyou1', 'lovelove', 'sunshine', 'sunshine1',
  'princess', 'princess1', 'football', 'football1', 'baseball', 'basketball', 'superman', 'batman123',
  'starwars', 'pokemon1', 'whatever', 'trustno1', 'dragon123', 'monkey123', 'shadow123', 'master123',
  'michael1', 'jennifer', 'jordan23', 'charlie1', 'computer', 'internet', 'midnight', 'mustang1',
  'corvette', 'sweetheart', 'chocolate', 'butterfly', 'liverpool', 'arsenal1', 'chelsea1',
  'manchester', 'cricket1', 'blessed1', 'jesus123', 'christ123', 'freedom1', 'hello123', 'hellohello',
  'goodluck', 'success1', 'samsung1', 'google123', 'facebook', 'linkedin', 'india123', 'india@123',
  'mumbai123', 'delhi123', 'krishna123', 'ganesh123', 'sairam123', 'omsairam', 'jaihind1', 'jaishreeram',
  'qwerty@123', 'pass@123', 'pass1234', 'abc@1234', 'abcd@1234', 'test@123', 'india@1234', 'healvia1',
  'healvia123',
];

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORD_LIST);

/** Case-insensitive, so 'PassWord1' is as common as 'password1'. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
