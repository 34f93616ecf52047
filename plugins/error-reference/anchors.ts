/** Anchors of the error reference's entries, shared with the pages that link to them. */

/** A contract error's entry: its name in lower case (`#processvknotset`). */
export const contractAnchor = (name: string): string => name.toLowerCase();

/** An OpenZeppelin family's explanation (`#openzeppelin-ownable`). */
export const familyAnchor = (family: string): string => `openzeppelin-${family.toLowerCase()}`;

/** A reason of a rejected message, by its `ProcessMessageErrors` member (`#message-invalid-nonce`). */
export const rejectedAnchor = (member: string): string =>
  `message-${member.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase()}`;
