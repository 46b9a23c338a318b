import { dataStateOf } from '@/design-system/data-state/data-status';

const options = { errorMessage: 'Failed to load packages.', emptyMessage: 'No packages available.' };

describe('dataStateOf', () => {
  it('is loading while there is neither data nor error, with the skeleton given', () => {
    expect(dataStateOf({}, { ...options, skeleton: 'skeleton' })).toEqual({ state: 'loading', skeleton: 'skeleton' });
    expect(dataStateOf({}, options)).toEqual({ state: 'loading', skeleton: null });
  });

  it('is an error with the spec message when the call failed', () => {
    expect(dataStateOf({ error: new Error('boom') }, options)).toEqual({ state: 'error', message: 'Failed to load packages.' });
  });

  it('can derive the message from the error and offer a retry', () => {
    const onRetry = () => {};
    const status = dataStateOf(
      { error: new Error('HTTP 500') },
      {
        errorMessage: (error) => (error instanceof Error ? error.message : 'Failed to fetch data'),
        errorTitle: 'Unable to load products',
        onRetry,
        retryLabel: 'Try Again',
      },
    );
    expect(status).toEqual({ state: 'error', message: 'HTTP 500', title: 'Unable to load products', onRetry, retryLabel: 'Try Again' });
  });

  it('is empty for an empty array when an empty message is given', () => {
    expect(dataStateOf({ data: [] }, options)).toEqual({ state: 'empty', message: 'No packages available.' });
    expect(dataStateOf({ data: [] }, { errorMessage: 'Failed to load data.' })).toEqual({ state: 'ready' });
  });

  it('uses isEmpty for data that is not a plain list', () => {
    const status = dataStateOf({ data: { packages: [] as string[] } }, { ...options, isEmpty: (data) => data.packages.length === 0 });
    expect(status).toEqual({ state: 'empty', message: 'No packages available.' });
  });

  it('is ready with data, even when a later revalidation failed', () => {
    expect(dataStateOf({ data: ['a'] }, options)).toEqual({ state: 'ready' });
    expect(dataStateOf({ data: ['a'], error: new Error('stale') }, options)).toEqual({ state: 'ready' });
  });
});
