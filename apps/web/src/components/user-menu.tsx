import { getInitials } from '@foundly/domain';
import { Avatar } from '@foundly/ui';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../app/i18n/index.js';
import { useArea } from '../app/area/use-area.js';

const loadDropdown = () => import('./user-menu-dropdown.js');
const UserMenuDropdown = lazy(loadDropdown);

/**
 * The avatar button of the top bar. The menu itself (and its positioning
 * library) loads on first hover, focus or click, keeping it off the first load.
 * Its name ends with the initials it shows, so that what is seen is part of what
 * is announced (WCAG 2.5.3 Label in Name).
 */
export function UserMenu() {
  const { t } = useI18n();
  const { viewer } = useArea();
  const [used, setUsed] = useState(false);
  const initials = getInitials(viewer?.name, viewer?.email ?? '');
  const button = (
    <button
      type="button"
      className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      aria-label={`${t('shell.userMenu.open')} – ${initials}`}
      aria-haspopup="menu"
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setUsed(true)}
    >
      <Avatar initials={initials} />
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown initials={initials} />
    </Suspense>
  );
}
