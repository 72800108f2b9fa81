// The success page's script (/success and /en/success): shows the order number from the query, forgets
// the wizard's data and keeps the success snapshot.
import { track } from './analytics';
import { completeSuccessPage, orderNumberFromQuery } from './success-snapshot';

export function runSuccessPage(): void {
  const orderNumber = orderNumberFromQuery(window.location.search, new Date());
  const target = document.getElementById('success-order-number');
  const line = document.getElementById('success-order');
  if (target && line) {
    target.textContent = orderNumber;
    line.hidden = false;
  }
  // The wizard's personal data and signature are no longer needed once the customer is here.
  // (ID images are never kept in browser storage in this product, so there are none to remove.)
  try {
    completeSuccessPage({ orderNumber, now: new Date(), local: localStorage, session: sessionStorage });
  } catch {
    /* storage blocked: nothing stored to clear either */
  }
  track('success_page', { page: 'success' });
}
