import { deferredModule, useDeferredTrigger } from '@/ui/deferred.ts';
import * as styles from './login-button.css.ts';
import { LoginButtonFace, useLoginButtonLabel } from './login-button-face.tsx';

const loginMenu = deferredModule(() => import('./login-menu.tsx'));

/**
 * The floating button at the bottom right: the login menu, or the signed-in user's menu. The menu
 * is not needed to paint a page: a plain button stands in until its code has arrived.
 */
export function LoginButton() {
  const label = useLoginButtonLabel();
  const { module, handOver, placeholder } = useDeferredTrigger(loginMenu);
  if (module) return <module.LoginMenu handOver={handOver} />;
  return (
    <button
      type="button"
      className={`${styles.trigger} ${styles.placeholderTrigger}`}
      aria-label={label}
      aria-expanded="false"
      {...placeholder}
    >
      <LoginButtonFace />
    </button>
  );
}
