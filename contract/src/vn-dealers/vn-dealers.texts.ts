/**
 * Messages of the car-dealer CRM's dealers (document 3 /vn_dealers), which the server reads from and
 * removes at VinSolutions. The spec's own 'Record Deleted' (recordDeleted) is in messages/texts/common.ts.
 */
export const VN_DEALERS_TEXTS = {
  vnDealerIdInvalid: 'dealer_id must be a positive whole number',
  vnDealerNotFound: 'Dealer {dealerId} is not connected at VinSolutions: it may have been removed already.',
  vnDealersNotConfigured: 'The dealer CRM (VinSolutions) is not configured on this server; ask the operator to set its VINSOLUTIONS_* settings.',
  vnDealersCredentialsRefused: 'VinSolutions refused the configured credentials or API key; ask the operator to check the VINSOLUTIONS_* settings.',
  vnDealersUnavailable: 'VinSolutions could not be reached or did not answer in time; the dealers are unavailable for now. Try again later.',
} as const;
