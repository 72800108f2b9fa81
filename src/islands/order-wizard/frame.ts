/** The wizard's outer frame, shared by the wizard and its static first draw (StepOneShell). */
export const WIZARD_FRAME_CLASS = 'mx-auto max-w-3xl px-4 pb-8';
