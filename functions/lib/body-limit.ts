import { ApiError } from './api-error';

/** Options for hono's bodyLimit on JSON endpoints: 64 KiB is far above any form we accept. */
export const jsonBodyLimit = {
  maxSize: 64 * 1024,
  onError: (): never => {
    throw new ApiError(413, 'payload_too_large', 'errors.payloadTooLarge');
  },
};
