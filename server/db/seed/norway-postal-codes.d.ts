declare module 'norway-postal-codes' {
  /** Posten's register: four-digit postal code -> city name (upper case, as Posten writes it). */
  const postalCodes: Readonly<Record<string, string>>;
  export default postalCodes;
}
