/** «Фамилия И. О.» of a person's names; null when the last name is unknown. */
export function shortPersonName(names: { lastName: string | null; firstName: string | null; patronymic: string | null }): string | null {
  const lastName = names.lastName?.trim();
  if (!lastName) return null;
  const initials = [names.firstName, names.patronymic]
    .map((name) => name?.trim())
    .filter((name): name is string => !!name)
    .map((name) => `${name[0].toLocaleUpperCase('ru')}.`);
  return [lastName, ...initials].join(' ');
}

/** «Волков С. (Начальник смены)»: how a staff member signs a decision; the e-mail stands in for a missing name. */
export function staffDisplayName(
  person: { lastName: string | null; firstName: string | null; patronymic: string | null },
  email: string,
  position: string,
): string {
  return `${shortPersonName(person) ?? email} (${position})`;
}

/** «Фамилия Имя Отчество»; null when no name is known. */
export function fullPersonName(names: { lastName: string | null; firstName: string | null; patronymic: string | null }): string | null {
  const full = [names.lastName, names.firstName, names.patronymic]
    .map((name) => name?.trim())
    .filter((name) => !!name)
    .join(' ');
  return full || null;
}
