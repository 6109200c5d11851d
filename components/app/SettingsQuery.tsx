import { useStaticDataQuery } from '@/store/api/settingsApi';

/** Asks for the settings snapshot once; what arrives goes to the settings slice. Shows nothing itself. */
export default function SettingsQuery() {
  useStaticDataQuery();
  return null;
}
