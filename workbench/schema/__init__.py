"""The schema toolkit every analysis shares: one walker and keyword table (`walk`), RFC 6901
pointers (`pointer`), and one offline validator (`validate`)."""
