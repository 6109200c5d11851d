import type { ReactElement } from 'react';
import type { User } from '@/contract/account';
import { CUSTOMER_SESSION } from '../../../store/support/browser';
import { createTestRouter, renderWidget, settingsWith } from '../../common/support/renderWidget';
import { AFFILIATE_USER } from './fakeAffiliate';

export const AFFILIATE_SETTINGS = {
  site_name: 'Rongdhonu',
  affiliate_system: '1',
  validation_time: '30',
  affiliate_default_commission: '5',
  affiliate_minimum_withdraw: '500',
};

interface RenderAffiliateOptions {
  /** The signed-in customer: the demo affiliate unless told otherwise. */
  user?: User;
  pathname?: string;
  query?: Record<string, string>;
}

/** An affiliate page as a signed-in customer sees it, with the programme switched on. */
export function renderAffiliate(ui: ReactElement, { user = AFFILIATE_USER, pathname = '/affiliate/Dashboard', query = {} }: RenderAffiliateOptions = {}) {
  const router = { ...createTestRouter(pathname), query };
  return renderWidget(ui, {
    preloadedState: { auth: { ...CUSTOMER_SESSION, user }, settings: settingsWith({ settings: AFFILIATE_SETTINGS }) },
    router,
  });
}
