// The shell of the stand-ins' pages: plain, readable, keyboard and screen-reader friendly.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Content = HtmlEscapedString | Promise<HtmlEscapedString>;

export function page(title: string, body: Content) {
  return html`<!doctype html>
    <html lang="de">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 60rem;
            margin: 2rem auto;
            padding: 0 1rem;
            color: #0f172a;
            line-height: 1.5;
          }
          article {
            border: 1px solid #94a3b8;
            border-radius: 0.5rem;
            padding: 1rem;
            margin: 1rem 0;
          }
          dl {
            display: grid;
            grid-template-columns: max-content 1fr;
            gap: 0.25rem 1rem;
          }
          dd {
            margin: 0;
          }
          form {
            display: inline;
          }
          pre {
            white-space: pre-wrap;
            overflow-wrap: anywhere;
          }
          button {
            font: inherit;
            padding: 0.5rem 1rem;
            margin: 0.25rem 0.5rem 0.25rem 0;
            border: 2px solid #1e3a8a;
            border-radius: 0.375rem;
            background: #1e3a8a;
            color: #fff;
          }
          button.secondary {
            background: #fff;
            color: #1e3a8a;
          }
          a {
            color: #1e3a8a;
          }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}
