import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { DialogTrigger, Button as RACButton } from 'react-aria-components';
import { useI18n, useT } from '@/i18n/i18n.tsx';
import { useAuth } from '@/session/auth-context.tsx';
import { Button } from '@/ui/button.tsx';
import { type HandOver, useTakeOver } from '@/ui/deferred.ts';
import { DashboardIcon, LogoutIcon } from '@/ui/icons.tsx';
import { PopoverDialog } from '@/ui/popover.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { canSubmit, emailMaxLength, validateLogin } from '../../../machines/auth/login-form.ts';
import * as styles from './login-button.css.ts';
import { LoginButtonFace, useLoginButtonLabel } from './login-button-face.tsx';

// The login menu and the account menu, loaded after the first paint: login-button.tsx shows a
// plain button until then, and this button takes over from it.

/** The floating button at the bottom right with its menu: the login form, or the signed-in user's menu. */
export function LoginMenu({ handOver }: { handOver: HandOver }) {
  const t = useT();
  const { auth, send } = useAuth();
  const label = useLoginButtonLabel();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useTakeOver(handOver, triggerRef, () => send({ type: 'OPEN_MENU' }));
  return (
    <DialogTrigger
      isOpen={auth.menuOpen}
      onOpenChange={(open) => send({ type: open ? 'OPEN_MENU' : 'CLOSE_MENU' })}
    >
      <RACButton ref={triggerRef} className={styles.trigger} aria-label={label}>
        <LoginButtonFace />
      </RACButton>
      <PopoverDialog title={auth.loggedIn ? t('user_menu') : t('staff_sign_in')} placement="top end">
        {auth.loggedIn ? <AccountMenu /> : <LoginForm />}
      </PopoverDialog>
    </DialogTrigger>
  );
}

/** Email and password (spec section 5): messages under the fields, Sign in disabled while invalid, Enter submits. */
function LoginForm() {
  const { t, tDynamic } = useI18n();
  const { auth, send } = useAuth();
  const [values, setValues] = useState({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false });
  const errors = validateLogin(values);
  const submitting = auth.status === 'signingIn';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit(values) || submitting) return;
    send({ type: 'SIGN_IN', ...values });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        maxLength={emailMaxLength}
        showCount
        autoFocus
        value={values.email}
        onChange={(email) => setValues((current) => ({ ...current, email }))}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        isInvalid={touched.email && errors.email !== undefined}
        errorMessage={errors.email ? t(errors.email) : undefined}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(password) => setValues((current) => ({ ...current, password }))}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        isInvalid={touched.password && errors.password !== undefined}
        errorMessage={errors.password ? t(errors.password) : undefined}
      />
      {auth.error && (
        <p className={styles.error} role="alert">
          {/* The server's message, a key (signInErrorKey), or the machine's own key. */}
          {tDynamic(auth.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => send({ type: 'CLOSE_MENU' })}>
          {t('cancel')}
        </Button>
        <Button variant="accent" type="submit" isDisabled={!canSubmit(values)} isPending={submitting}>
          {t('sign_in')}
        </Button>
      </div>
    </form>
  );
}

/** Initials, name, email, the way to the dashboard (staff) and logout. */
function AccountMenu() {
  const t = useT();
  const { auth, send } = useAuth();
  const navigate = useNavigate();
  return (
    <div className={styles.form}>
      <div className={styles.account}>
        <span className={styles.initials} aria-hidden="true">
          {auth.initials}
        </span>
        <span className={styles.accountText}>
          <strong>{auth.user?.name}</strong>
          <span className={styles.muted}>{auth.user?.email}</span>
        </span>
      </div>
      <div className={styles.actions}>
        {!auth.isUser && (
          <Button
            variant="primary"
            onPress={() => {
              send({ type: 'CLOSE_MENU' });
              void navigate({ to: '/dashboard' });
            }}
          >
            <DashboardIcon size={18} /> {t('go_to_dashboard')}
          </Button>
        )}
        <Button variant="secondary" onPress={() => send({ type: 'LOGOUT' })}>
          <LogoutIcon size={18} /> {t('logout')}
        </Button>
      </div>
    </div>
  );
}
