import { useEffect, useRef, useState } from 'react';
import { goToHowItWorks } from '../../lib/how-it-works';
import { prefersReducedMotion } from '../../lib/motion';
import { trapTab } from '../shared/focus-trap';

export interface NavLink {
  href: string;
  label: string;
  primary?: boolean;
  /** The "So funktioniert's" link, which scrolls instead of navigating on the landing page. */
  howItWorks?: boolean;
}

type PanelState = 'closed' | 'open' | 'closing';

// Spec §9: the panel opens in 500 ms and closes in 300 ms.
const CLOSE_MS = 300;

/** The header's actions on small screens: a side panel sliding in from the right (3/4 width). */
export default function MobileMenu({ links }: { links: NavLink[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<PanelState>('closed');
  const [slidIn, setSlidIn] = useState(false);

  useEffect(() => {
    if (state !== 'open') return;
    // Start the slide on the next frame so the transition runs from off-screen.
    const frame = requestAnimationFrame(() => setSlidIn(true));
    return () => cancelAnimationFrame(frame);
  }, [state]);

  function open() {
    dialogRef.current?.showModal();
    setState('open');
  }

  function close(after?: () => void) {
    setSlidIn(false);
    setState('closing');
    window.setTimeout(
      () => {
        dialogRef.current?.close();
        setState('closed');
        buttonRef.current?.focus();
        after?.();
      },
      prefersReducedMotion() ? 0 : CLOSE_MS,
    );
  }

  function onLinkClick(event: React.MouseEvent<HTMLAnchorElement>, link: NavLink) {
    if (link.howItWorks && location.pathname === '/') {
      event.preventDefault();
      close(goToHowItWorks);
      return;
    }
    close();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
        aria-label="Menü öffnen"
        aria-haspopup="dialog"
        aria-expanded={state !== 'closed'}
        aria-controls="mobile-menu"
        onClick={open}
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </button>
      {/* A modal <dialog> is interactive (Escape, backdrop click); the rule does not know the element. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <dialog
        id="mobile-menu"
        ref={dialogRef}
        aria-labelledby="mobile-menu-title"
        className="m-0 ml-auto h-dvh max-h-none w-3/4 max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-slate-900/40"
        onCancel={(event) => {
          event.preventDefault(); // Escape: animate out instead of vanishing
          close();
        }}
        onKeyDown={(event) => trapTab(event, dialogRef.current)}
        onClick={(event) => {
          if (event.target === dialogRef.current) close(); // click on the backdrop
        }}
      >
        <div
          className={`flex h-full flex-col gap-4 bg-white p-6 shadow-xl transition-transform ease-out motion-reduce:transition-none ${
            slidIn ? 'translate-x-0 duration-500' : 'translate-x-full duration-300'
          }`}
        >
          <div className="flex items-center justify-between">
            <h2 id="mobile-menu-title" className="text-lg font-bold">
              Menü
            </h2>
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
              aria-label="Menü schließen"
              onClick={() => close()}
            >
              <svg
                aria-hidden="true"
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-label="Hauptmenü" className="flex flex-col gap-3">
            {links.map((link) => (
              <a
                key={link.href}
                href={link.href}
                className={link.primary ? 'btn-primary' : 'btn-secondary'}
                onClick={(event) => onLinkClick(event, link)}
              >
                {link.label}
              </a>
            ))}
          </nav>
        </div>
      </dialog>
    </>
  );
}
