import { getStaticData } from '@/services/settings';
import { settingsLoaded, staticDataSettings } from './settingsSlice';
import { createAppAsyncThunk } from './withTypes';

/** A fresh snapshot of the settings, mega menu and content pages. */
export const loadSettings = createAppAsyncThunk('settings/load', async (_: void, { dispatch }) => {
  const data = await getStaticData();
  dispatch(settingsLoaded(staticDataSettings(data, new Date().toISOString())));
});
