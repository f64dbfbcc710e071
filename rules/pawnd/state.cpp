#include "rules/pawnd/state.hpp"

template class rockpool::rules::Engine<rockpool::rules::pawnd::Position>;
