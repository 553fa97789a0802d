/**
 * The operator's contact details (spec: "contact e-mail, phone and chat link exist; their values
 * not shown"). They are configuration, not code: `<meta name="nebo:…">` tags in
 * shell/public/index.html, which a deployment fills in. Empty values are simply not shown.
 */
export interface SiteContacts {
  email?: string;
  phone?: string;
  chatUrl?: string;
  supportUrl?: string;
}

function meta(name: string): string | undefined {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="nebo:${name}"]`)?.content.trim();
  return value ? value : undefined;
}

const isHttp = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

export function readSiteContacts(): SiteContacts {
  return {
    email: meta('contact-email'),
    phone: meta('contact-phone'),
    chatUrl: isHttp(meta('chat-url')),
    supportUrl: isHttp(meta('support-url')),
  };
}
