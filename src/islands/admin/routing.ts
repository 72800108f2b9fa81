// The back office's views live in the URL's fragment ('/admin#/liste?status=due'), so every view and
// every filtered list is a link: the start page links to its lists, the back button works, and a
// reload stays where it was. Pure: parse and format only.

export type View =
  | { name: 'heute' }
  | { name: 'liste'; status: string; plan: string; q: string; page: number }
  | { name: 'bestellung'; orderNumber: string }
  | { name: 'tagesstapel' }
  | { name: 'anfragen'; state: 'open' | 'answered' | 'all' }
  | { name: 'postausgang' }
  | { name: 'protokoll' }
  | { name: 'konto' };

export type ViewName = View['name'];

/** The main navigation, in the order of the operator's day. */
export const NAV: { name: ViewName; label: string }[] = [
  { name: 'heute', label: 'Heute' },
  { name: 'liste', label: 'Arbeitsliste' },
  { name: 'tagesstapel', label: 'Tagesstapel' },
  { name: 'anfragen', label: 'Kontaktanfragen' },
  { name: 'postausgang', label: 'Postausgang' },
  { name: 'protokoll', label: 'Protokoll' },
];

export function parseView(hash: string): View {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?');
  const params = new URLSearchParams(query);
  const [name, arg] = path.split('/');
  switch (name) {
    case 'liste':
      return {
        name,
        status: params.get('status') || 'open',
        plan: params.get('paket') ?? '',
        q: params.get('suche') ?? '',
        page: Math.max(1, Number(params.get('seite')) || 1),
      };
    case 'bestellung':
      return arg ? { name, orderNumber: decodeURIComponent(arg) } : { name: 'heute' };
    case 'anfragen': {
      const state = params.get('status');
      return { name, state: state === 'beantwortet' ? 'answered' : state === 'alle' ? 'all' : 'open' };
    }
    case 'tagesstapel':
    case 'postausgang':
    case 'protokoll':
    case 'konto':
      return { name };
    default:
      return { name: 'heute' };
  }
}

export function hrefOf(view: View): string {
  switch (view.name) {
    case 'liste': {
      const params = new URLSearchParams();
      if (view.status !== 'open') params.set('status', view.status);
      if (view.plan) params.set('paket', view.plan);
      if (view.q) params.set('suche', view.q);
      if (view.page > 1) params.set('seite', String(view.page));
      const query = params.toString();
      return `#/liste${query ? `?${query}` : ''}`;
    }
    case 'bestellung':
      return `#/bestellung/${encodeURIComponent(view.orderNumber)}`;
    case 'anfragen':
      return view.state === 'open'
        ? '#/anfragen'
        : `#/anfragen?status=${view.state === 'answered' ? 'beantwortet' : 'alle'}`;
    default:
      return `#/${view.name}`;
  }
}

/** A list view with defaults, e.g. listHref({ status: 'overdue' }). */
export function listHref(options: Partial<Omit<Extract<View, { name: 'liste' }>, 'name'>> = {}): string {
  return hrefOf({ name: 'liste', status: 'open', plan: '', q: '', page: 1, ...options });
}

export const orderHref = (orderNumber: string) => hrefOf({ name: 'bestellung', orderNumber });
