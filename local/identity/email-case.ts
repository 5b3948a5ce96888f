/**
 * Her email as a case-insensitive pool keeps it: one account for any case of the address, and the attribute
 * given back in lower case ("mixed-case attribute values ... are flattened to lowercase in user pool text
 * output": GetUser, tokens, Lambda trigger events; Cognito guide, "User pool case sensitivity").
 */
export const emailOf = (typed: string): string => typed.trim().toLowerCase();
