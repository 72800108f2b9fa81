// Runs on every page (deferred module): re-applies a stored analytics consent so that a returning
// visitor who said yes is counted, without loading React or the cookie banner.
import { applyConsent } from './analytics';

applyConsent();
