/** A row of `generated_probe` as the repository returns it. */
export interface GeneratedProbeRow {
  id: string;
  /** users.id of the owner. */
  ownerUserId: string;
  title: string;
  createdAt: Date;
}
