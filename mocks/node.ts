import { setupServer } from 'msw/node';
import { defaultHandlers } from '@mocks/handlers';

/** MSW for vitest (jsdom): same handlers as Storybook and the mock dev mode. */
export const mockServer = setupServer(...defaultHandlers);
