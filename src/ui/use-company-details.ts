import { COMPANY_DETAILS } from '../content/company';
import type { CompanyDetails } from '../domain/site-content/blocks';
import { useSiteContent } from './use-site-content';

/** The company's name, phone, e-mail, address and hours as published (its Site content block), else as built. */
export function useCompanyDetails(): CompanyDetails {
  return useSiteContent('company', COMPANY_DETAILS);
}
