import type { RequestHandler } from 'msw';
import { apiSuccessHandlers } from '@mocks/handlers/api';
import { catalogueHandlers } from '@mocks/handlers/catalogue';

/** Handlers every story, test and mock-mode page starts with: all data files and every API call succeeding. */
export const defaultHandlers: RequestHandler[] = [...catalogueHandlers, ...apiSuccessHandlers];
