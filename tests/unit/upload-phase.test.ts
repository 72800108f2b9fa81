import { describe, expect, it } from 'vitest';
import { phaseLabel, uploadPhase, type UploadingFile } from '../../src/islands/order-wizard/upload-phase';

const photo = (progress: UploadingFile['progress'], error: string | null = null): UploadingFile => ({
  type: 'image/jpeg',
  error,
  progress,
});

describe('what the upload area says while a file is on its way', () => {
  it('is idle without a file', () => {
    expect(uploadPhase(undefined, undefined)).toEqual({ kind: 'idle' });
    expect(phaseLabel({ kind: 'idle' })).toBeNull();
  });

  it('says the photo is being checked, then warns when the check found a problem', () => {
    expect(phaseLabel(uploadPhase(photo({ uploadStarted: null }), 'checking'))).toBe('Foto wird geprüft …');
    const warning = uploadPhase(photo({ uploadStarted: null }), 'blurry');
    expect(warning).toEqual({ kind: 'warning', problem: 'blurry' });
    expect(phaseLabel(warning)).toBeNull();
  });

  it('says "Foto wird verkleinert …" without a number while the compressor runs, not 0 %', () => {
    const compressing = uploadPhase(
      photo({ uploadStarted: null, percentage: 0, preprocess: { mode: 'indeterminate' } }),
      'passed',
    );
    expect(compressing).toEqual({ kind: 'compressing' });
    expect(phaseLabel(compressing)).toBe('Foto wird verkleinert …');
    // Between the check and Uppy's preprocess event a photo is about to be compressed too.
    expect(uploadPhase(photo({ uploadStarted: null }), 'passed')).toEqual({ kind: 'compressing' });
  });

  it('shows the real upload percentage once bytes move', () => {
    const uploading = uploadPhase(photo({ uploadStarted: 1_700_000_000_000, percentage: 42 }), 'passed');
    expect(uploading).toEqual({ kind: 'uploading', percent: 42 });
    expect(phaseLabel(uploading)).toBe('Wird hochgeladen …');
  });

  it('sends a PDF without the compressing label and reports a failure', () => {
    expect(uploadPhase({ type: 'application/pdf', progress: { uploadStarted: null } }, 'passed')).toEqual({
      kind: 'uploading',
      percent: 0,
    });
    expect(uploadPhase(photo({ uploadStarted: 1 }, 'Upload fehlgeschlagen'), 'passed')).toEqual({ kind: 'failed' });
  });
});
