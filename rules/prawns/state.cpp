#include "rules/prawns/state.hpp"

template class rockpool::rules::Engine<rockpool::rules::prawns::Position>;
