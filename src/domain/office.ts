// The office's public contact details, as printed in the footer, on the contact page and, until the
// office enters its own in Settings, on the bon de commande and the invoice.
export const OFFICE = {
  address: '12 Avenue des Champs-Élysées, 75008 Paris',
  phone: '+33 1 84 60 00 00',
  email: 'contact@paris-prestige-chauffeur.fr',
} as const;
