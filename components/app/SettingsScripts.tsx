import Script from 'next/script';
import { useEffect } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';

type Placement = 'head' | 'bodyStart' | 'bodyEnd';

// A script cannot be taken back once it ran, so each piece of HTML goes in once per tab (strict mode
// runs effects twice; a later change of the setting adds the new HTML).
const insertedHtml = new Set<string>();

/**
 * Puts admin-written HTML where the setting says. These settings exist to add third-party tags, so they
 * are not sanitised; a contextual fragment (unlike innerHTML) lets their scripts run.
 */
function insertHtml(html: string, placement: Placement): void {
  const key = `${placement}\n${html}`;
  if (insertedHtml.has(key)) return;
  insertedHtml.add(key);
  const fragment = document.createRange().createContextualFragment(html);
  if (placement === 'head') document.head.append(fragment);
  else if (placement === 'bodyStart') document.body.prepend(fragment);
  else document.body.append(fragment);
}

function useSettingHtml(type: string, placement: Placement): void {
  const html = useAppSelector((state) => selectBusinessSetting(state, type));
  useEffect(() => {
    if (html?.trim()) insertHtml(html, placement);
  }, [html, placement]);
}

const FACEBOOK_CHAT_SDK = 'https://connect.facebook.net/en_US/sdk/xfbml.customerchat.js';
const FACEBOOK_SDK_VERSION = 'v18.0';

declare global {
  interface Window {
    FB?: { init(options: { xfbml: boolean; version: string }): void };
  }
}

/** Messenger's customer chat: the markup its SDK turns into the chat bubble, and the SDK once the page has loaded. */
function FacebookChat({ pageId }: { pageId: string }) {
  // Non-standard attributes that Messenger's SDK reads, so they are spread rather than typed.
  const chatAttributes = { page_id: pageId, attribution: 'biz_inbox' };
  return (
    <>
      <div id="fb-root" />
      <div id="fb-customer-chat" className="fb-customerchat" {...chatAttributes} />
      <Script
        id="facebook-jssdk"
        src={FACEBOOK_CHAT_SDK}
        strategy="lazyOnload"
        onLoad={() => window.FB?.init({ xfbml: true, version: FACEBOOK_SDK_VERSION })}
      />
    </>
  );
}

/**
 * The script settings, each only when set: header_script at the end of the head, before_body_tags at
 * the start of the body, footer_script at its end, and Messenger chat when facebook_chat_id is set.
 * They go in after hydration, so third-party tags never hold up the first paint.
 */
export function SettingsScripts() {
  useSettingHtml('header_script', 'head');
  useSettingHtml('before_body_tags', 'bodyStart');
  useSettingHtml('footer_script', 'bodyEnd');
  const facebookChatId = useAppSelector((state) => selectBusinessSetting(state, 'facebook_chat_id'));
  return facebookChatId?.trim() ? <FacebookChat pageId={facebookChatId.trim()} /> : null;
}
