import { useState } from 'react';
import { Field } from '../shared/Field';
import { admin, adminCall } from './admin-api';
import { Notice, PageTitle } from './ui';

/** Password and the current code of the operator's authenticator app. */
export function Login({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState({ email: '', password: '', totp: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="mx-auto mt-6 max-w-sm rounded-lg border border-slate-300 bg-white p-6">
      <PageTitle sub="Mit Passwort und dem Code aus deiner Authenticator-App.">Anmelden</PageTitle>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          const result = await adminCall((options) => admin.session.$post({ json: form }, options), undefined, {
            session: true,
          });
          setBusy(false);
          if (result.ok) onDone();
          else {
            setError(result.message);
            setForm((f) => ({ ...f, totp: '' }));
          }
        }}
      >
        {error && <Notice tone="error">{error}</Notice>}
        <Field
          id="admin-email"
          label="E-Mail-Adresse"
          type="email"
          autoComplete="username"
          value={form.email}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, email: e.target.value })}
        />
        <Field
          id="admin-password"
          label="Passwort"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, password: e.target.value })}
        />
        <Field
          id="admin-totp"
          label="Code aus der Authenticator-App"
          hint="6 Ziffern; jeder Code gilt für eine Anmeldung"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={form.totp}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, totp: e.target.value })}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          Anmelden
        </button>
      </form>
    </div>
  );
}
