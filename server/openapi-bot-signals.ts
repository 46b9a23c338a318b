import {
  FORM_TOKEN_HEADER,
  FORM_TOKEN_PATH,
  FORM_TRAP_HEADER,
  GUARDED_FORMS,
  HURRIED_SUBMISSION_MS,
  PROOF_OF_WORK_HEADER,
} from '@/lib/bot-signals/bot-signals';

/** The OpenAPI parts of the bot signals (issue 41, docs/bots.md): the token route, the headers a form sends, the 428. */

const header = (name: string, description: string) => ({ name, in: 'header', required: false, description, schema: { type: 'string' } });

export const botSignalParameters = {
  FormToken: header(
    FORM_TOKEN_HEADER,
    `The token from GET ${FORM_TOKEN_PATH} for this form. Missing, forged, spent by another submission or older than 24 h: ` +
      'a lead or registration is stored and answered as any other but kept out of the inbox (quarantined); a sign-in is ' +
      `asked for proof of work (428). Sent sooner than ${HURRIED_SUBMISSION_MS} ms after its issue: 428.`,
  ),
  FormTrap: header(FORM_TRAP_HEADER, 'The hidden honeypot field\'s value, URI-encoded; a person never fills it, so it is only sent when not empty.'),
  Altcha: header(PROOF_OF_WORK_HEADER, 'A solved 428 challenge: the ALTCHA payload ({ challenge, solution }) as base64 JSON, sent with the same request again. Each solution is taken once.'),
};

export const guardedParameters = ['FormToken', 'FormTrap', 'Altcha'].map((name) => ({ $ref: `#/components/parameters/${name}` }));

export const proofOfWorkRequired = {
  description:
    'Proof of work asked for: the submission looked hurried, came from an address past its soft hourly limit (leads and ' +
    'registrations with a valid token), or, for login and register, was suspect. Nothing was stored. Solve the ALTCHA ' +
    `challenge (SHA-256, expires in 5 minutes) and send the same request again with the ${PROOF_OF_WORK_HEADER} header.`,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error', 'challenge'],
        properties: { error: { const: 'Checking your request' }, challenge: { type: 'object', description: 'An ALTCHA v2 challenge' } },
      },
    },
  },
};

export const formTokenPath = {
  get: {
    summary: 'A form token',
    description: 'Fetched when a form is first shown or touched; never cached. 60 a minute per address.',
    parameters: [{ name: 'form', in: 'query', required: true, schema: { type: 'string', enum: [...GUARDED_FORMS] } }],
    responses: {
      200: {
        description: 'A token for that form (Cache-Control: no-store)',
        content: { 'application/json': { schema: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } } },
      },
      400: { description: 'Not one of the guarded forms' },
      429: { description: 'Too many tokens asked for from this address', headers: { 'Retry-After': { schema: { type: 'integer' } } } },
    },
  },
};
