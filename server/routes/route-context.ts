import type { BotGuard } from '../bots/bot-guard';
import type { AuthRateLimit } from '../config';
import type { TokenService } from '../security/tokens';
import type { StaffSecurity } from '../staff/staff-security';
import type { Stores } from '../storage/stores';
import type { SaveOnce } from './save-once';

/** What every route module needs from the app. */
export type RouteContext = {
  stores: Stores;
  tokens: TokenService;
  rateLimit: { max: number; windowMs: number };
  authRateLimit: AuthRateLimit;
  /** Where uploads wait under temporary names until their record commits. */
  incomingDir: string;
  /** Stores a request's record once per Idempotency-Key. */
  saveOnce: SaveOnce;
  /** The staff console's clock, sign-in challenges and client-address hashing. */
  staffSecurity: StaffSecurity;
  /** Form tokens, proof of work and the bot signals (issue 41). */
  botGuard: BotGuard;
};
