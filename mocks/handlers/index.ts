import type { RequestHandler } from 'msw';
import { apiSuccessHandlers } from '@mocks/handlers/api';
import { catalogueHandlers } from '@mocks/handlers/catalogue';
import { formTokens } from '@mocks/handlers/form-token';
import { searchIndex } from '@mocks/handlers/search';

/**
 * Handlers every story, test and mock-mode page starts with: all data files, the search index, a form token for
 * every guarded form and every API call succeeding.
 */
export const defaultHandlers: RequestHandler[] = [...catalogueHandlers, searchIndex.success(), formTokens.success(), ...apiSuccessHandlers];
