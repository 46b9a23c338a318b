import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_MAX_AGE_S } from '@/lib/constants';

const ISSUER = 'healvia-api';
const AUDIENCE = 'healvia-web';
const ALGORITHM = 'HS256';

export type TokenSubject = { userId: string; email: string };

/** Signs and checks access tokens; their lifetime matches the access_token cookie (1 hour). */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    lifetimeSeconds: ACCESS_TOKEN_MAX_AGE_S,
    issue({ userId, email }: TokenSubject): Promise<string> {
      return new SignJWT({ email })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_MAX_AGE_S}s`)
        .sign(key);
    },
    /** The user id of a valid token, or undefined for an expired, forged or malformed one. */
    async verify(token: string): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
        return typeof payload.sub === 'string' && payload.sub ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
export const TOKEN_ISSUER = ISSUER;
export const TOKEN_AUDIENCE = AUDIENCE;
