// Small display helpers of the back office.
export const germanDate = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('.') : '–');
