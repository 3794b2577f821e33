"""Jack & the Beanstalk: a dexterity game of cards, dice and a real tower (rules, physics bridge, bots)."""
