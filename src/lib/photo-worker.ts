// The photo worker (src/lib/photo-pipeline.ts starts it): decodes, checks and compresses chosen photos off the
// page's main thread with src/lib/photo-prepare.ts, answering as src/lib/photo-requests.ts describes.
import { preparePhoto } from './photo-prepare';
import { answerPhotoRequests, type PhotoRequestScope } from './photo-requests';

answerPhotoRequests(self as unknown as PhotoRequestScope, preparePhoto);
