import { useT } from '@/i18n/i18n.tsx';
import { useAuth } from '@/session/auth-context.tsx';
import { UserIcon } from '@/ui/icons.tsx';

// What the floating login button shows and is called, the same before and after its menu has loaded.

/** The button's accessible name: the signed-in user's menu, or staff sign-in. */
export function useLoginButtonLabel(): string {
  const t = useT();
  const { auth } = useAuth();
  return auth.loggedIn ? `${t('user_menu')}: ${auth.user?.name ?? ''}` : t('staff_sign_in');
}

/** The button's face: the signed-in user's initials, or the user icon. */
export function LoginButtonFace() {
  const { auth } = useAuth();
  return auth.loggedIn ? auth.initials : <UserIcon />;
}
