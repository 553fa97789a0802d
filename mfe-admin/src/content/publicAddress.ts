/** Where visitors read a page on the public site (the shell's routes: `/about/`, `/how-to/fly/` for `how-to-fly`). */
export function publicAddress(slug: string): string {
  return slug.startsWith('how-to-') ? `/how-to/${slug.slice('how-to-'.length)}/` : `/${slug}/`;
}
