// The thumbnail of an area's file: the compressed photo from memory while it uploads and once it is stored
// (never downloaded again, step 3's comparison thumbnail included); only after a reload, when memory has
// nothing, the token-protected preview is fetched, once per page for every place that shows it.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { UploadReceipt } from '../../domain/uploads';
import { previewUrl } from '../../lib/order-api';
import { $uploadJobs, rememberedPreview, rememberPreview } from '../../lib/upload-jobs';

/** Previews fetched after a reload, by upload id: null when the Worker refused it (the file belongs to an order). */
const fetched = new Map<string, Promise<string | null>>();

function fetchOnce(receipt: UploadReceipt): Promise<string | null> {
  let preview = fetched.get(receipt.id);
  if (!preview) {
    preview = previewUrl(receipt).then((url) => {
      if (url) rememberPreview(receipt.id, url);
      return url;
    });
    fetched.set(receipt.id, preview);
  }
  return preview;
}

const subscribeToJobs = (onChange: () => void) => $uploadJobs.listen(onChange);

/** "<receipt id> <object URL>" of an area's job ('' without a thumbnail): a string, so unchanged is equal. */
function previewOfJob(areaId: string): string {
  const job = $uploadJobs.get()[areaId];
  return job?.preview ? `${job.receipt?.id ?? ''} ${job.preview}` : '';
}

/**
 * The thumbnail for `value` (the stored file) of the area `areaId`: `url` to show, `gone` when the Worker
 * refused the preview. While the area's file uploads (no `value` yet) it is that file's.
 */
export function useUploadPreview(
  value: UploadReceipt | undefined,
  areaId: string,
): { url: string | null; gone: boolean } {
  // Only the job's thumbnail and receipt matter here: a progress tick of the upload does not re-render.
  const [receiptId, jobPreview] = useSyncExternalStore(subscribeToJobs, () => previewOfJob(areaId)).split(' ');
  const [loaded, setLoaded] = useState<{ id: string; url: string | null } | null>(null);
  const fromJob = jobPreview && (!value || receiptId === value.id) ? jobPreview : null;
  const inMemory = fromJob ?? rememberedPreview(value?.id);
  const wanted = value && !inMemory && value.mime.startsWith('image/') ? value : undefined;

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void fetchOnce(wanted).then((url) => current && setLoaded({ id: wanted.id, url }));
    return () => {
      current = false;
    };
    // Only another file needs another preview; a new object for the same upload does not.
  }, [wanted?.id]);

  if (inMemory) return { url: inMemory, gone: false };
  if (wanted && loaded?.id === wanted.id) return { url: loaded.url, gone: loaded.url === null };
  return { url: null, gone: false };
}
