// The success page's script (/success and /en/success): a URL that carries the payment session goes on to
// the payment return of the page's language, which checks the payment with the Worker before it says
// anything (and then forgets the wizard's data); without one the page stays as it is.
export function runSuccessPage(): void {
  const params = new URLSearchParams(window.location.search);
  const session = params.get('session_id');
  if (!session) return;
  const next = new URLSearchParams({ session_id: session });
  const orderNumber = params.get('order_number');
  if (orderNumber) next.set('order_number', orderNumber);
  const prefix = window.location.pathname.replace(/\/success\/?$/, '');
  window.location.replace(`${prefix}/extended-wizard?${next}`);
}
