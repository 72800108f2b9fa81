import { useState } from 'react';
import { Field } from '../shared/Field';
import { admin, adminCall, SESSION_ENDED_EVENT } from './admin-api';
import { Notice, PageTitle, Panel } from './ui';

type Fields = 'currentPassword' | 'newPassword' | 'repeat';

/** The operator's own password, and logging out on every device. */
export function Account({ minLength }: { minLength: number }) {
  const [form, setForm] = useState<Record<Fields, string>>({ currentPassword: '', newPassword: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [done, setDone] = useState(false);
  const bind = (name: Fields) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.target.value }),
  });
  return (
    <>
      <PageTitle>Konto und Passwort</PageTitle>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Passwort ändern" id="account-password">
          {done && <Notice tone="ok">Passwort geändert. Deine anderen Sitzungen wurden beendet.</Notice>}
          <form
            noValidate
            onSubmit={async (event) => {
              event.preventDefault();
              setDone(false);
              if (form.newPassword !== form.repeat) {
                setErrors({ repeat: 'Die beiden neuen Passwörter stimmen nicht überein.' });
                return;
              }
              const json = { currentPassword: form.currentPassword, newPassword: form.newPassword };
              const result = await adminCall((options) => admin.session.password.$post({ json }, options));
              if (result.ok) {
                setDone(true);
                setErrors({});
                setForm({ currentPassword: '', newPassword: '', repeat: '' });
              } else {
                const byField = Object.fromEntries(result.fields.map((f) => [f.path, f.message]));
                setErrors(Object.keys(byField).length ? byField : { currentPassword: result.message });
              }
            }}
          >
            <Field
              id="current-password"
              label="Aktuelles Passwort"
              type="password"
              autoComplete="current-password"
              {...bind('currentPassword')}
            />
            <Field
              id="new-password"
              label="Neues Passwort"
              hint={`Mindestens ${minLength} Zeichen; ein Passwort-Manager kann eines erzeugen.`}
              type="password"
              autoComplete="new-password"
              {...bind('newPassword')}
            />
            <Field
              id="repeat-password"
              label="Neues Passwort wiederholen"
              type="password"
              autoComplete="new-password"
              {...bind('repeat')}
            />
            <button type="submit" className="btn-primary px-4 py-2">
              Passwort ändern
            </button>
          </form>
        </Panel>
        <Panel title="Sitzungen" id="account-sessions">
          <p className="mb-3 text-sm">
            Eine Sitzung endet nach 8 Stunden oder 30 Minuten ohne Aktivität. Wenn du an einem anderen Gerät angemeldet
            geblieben bist, beende hier alle Sitzungen.
          </p>
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            onClick={async () => {
              await adminCall((options) => admin.session['logout-all'].$post({}, options));
              window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
            }}
          >
            Überall abmelden
          </button>
        </Panel>
      </div>
    </>
  );
}
