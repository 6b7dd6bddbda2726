/**
 * The legal form to print beside a seller's name: none when the name already
 * ends with it, as a UK company's does ("Smith Studio Ltd": the Companies
 * Act 2006, s. 59, puts "Limited" or "Ltd" at the end of the name).
 */
export function getLegalFormBesideName(seller: { companyName: string; legalForm: string }): string {
  const form = seller.legalForm.trim();
  const name = seller.companyName.trim().toLowerCase();
  return form && !name.endsWith(` ${form.toLowerCase()}`) ? form : '';
}
